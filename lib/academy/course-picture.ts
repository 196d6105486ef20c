/**
 * Where an uploaded course picture is served (app/api/courses/[id]/picture). The `v` part changes with every
 * upload so browsers fetch a replaced picture at once; the route itself always serves the course's current one.
 */
export const coursePictureUrl = (courseId: number, storageKey: string) =>
  `/api/courses/${courseId}/picture?v=${storageKey.replace(/^.*\//, '').replace(/\.\w+$/, '')}`;

/** Storage key of a newly uploaded course picture (lib/server/storage keys: lowercase, no '..'). */
export const coursePictureKey = (uuid: string, extension: string) => `academy/pictures/course-${uuid}.${extension}`;
