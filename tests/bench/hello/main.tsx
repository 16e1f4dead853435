// The baseline for the bundle-size ratio: a bare React 19 hello world, built with the same Vite.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Hello, world</h1>);
