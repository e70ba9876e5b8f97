import { createApp } from 'vue';
import App from './App.vue';
import './starter.css';

createApp(App).mount('#app');
