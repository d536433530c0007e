/** The Worker's entry: `npm run deploy:cloudflare` bundles it with the build's data into dist-cloudflare/worker.js. */
import data from 'runsite:site-data';
import { createWorker } from '../../src/server/platforms/cloudflare';

export default createWorker(data);
