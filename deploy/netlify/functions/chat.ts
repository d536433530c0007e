/** Netlify Function for /api/chat: `npm run deploy:netlify` bundles it with the build's data into dist-netlify/functions/. */
import data from 'runsite:site-data';
import { createNetlifyFunction } from '../../../src/server/platforms/netlify';

export default createNetlifyFunction(data, 'chat', process.env);
export const config = { path: '/api/chat' };
