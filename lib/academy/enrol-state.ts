/** The enrolment form's answer (app/(site)/academy/courses/course/[id]/actions.ts), for the course page. */
export type EnrolState = { status: 'idle' } | { status: 'refused'; message: string };
