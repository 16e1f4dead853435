// Regenerates src/routes/routeTree.gen.ts from the route files, as the vite build does, without building:
// `npm run routes` after adding or removing a route file.
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
const config = getConfig({ target: 'react', autoCodeSplitting: true }, root);
await new Generator({ config, root }).run();
console.log(`route tree written to ${config.generatedRouteTree}`);
