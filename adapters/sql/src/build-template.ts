// Run by `npm run build`: writes dist/pgdata-template.tar.gz (see template.ts).
import { writeTemplate } from './template.js';

await writeTemplate();
