/** The React 19 example app (examples/react) in real Chromium. */
import { appContract } from './app-contract.js';
import { mountReactApp } from './react-app.tsx';

appContract('React', (props) => mountReactApp(props));
