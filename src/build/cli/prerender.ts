/** `tsx src/build/cli/prerender.ts` (step of `npm run build`): prerenders dist/ with the paths and webhook of this build. */
import { resolvePaths } from '../paths';
import { prerender } from '../prerender';

const { routes, ms } = await prerender({ paths: resolvePaths(), webhookUrl: process.env.VITE_LEAD_WEBHOOK_URL ?? '' });
console.log(`prerendered ${routes} routes + 404 in ${ms} ms`);
