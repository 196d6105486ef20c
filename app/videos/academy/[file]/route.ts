import { apiRoute } from '@/lib/server/api/handler';
import { academyFile } from '@/lib/server/files/academy-files';
import { otherMethods } from '@/lib/server/api/methods';

// Learner-only academy material: see lib/server/files/academy-files.ts.
export const dynamic = 'force-dynamic';
export const GET = apiRoute(academyFile);

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
