import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import '@/index.css';

import { App } from './app';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to render into.');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
