import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './starter.css';

createRoot(document.getElementById('root')!).render(<App />);
