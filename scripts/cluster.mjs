// `npm run cluster [-- --servers=3] [-- --keep]`: the production topology on this machine — N app
// servers (2 by default) on one PostgreSQL and one Redis, behind nginx (scripts/lib/cluster.mjs).
import { runClusterCommand } from './lib/cluster.mjs';

await runClusterCommand(process.argv.slice(2));
