import { apiRoute } from '@/lib/server/api/handler';
import { academyFile } from '@/lib/server/files/academy-files';

// Learner-only academy material: see lib/server/files/academy-files.ts.
export const dynamic = 'force-dynamic';
export const GET = apiRoute(academyFile);
