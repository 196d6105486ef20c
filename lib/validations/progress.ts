import { z } from 'zod';

/** POST courses/{id}/lectures/{lectureId}/position: where the learner stopped, in seconds. */
export const positionSchema = z
  .object({
    seconds: z
      .number({ error: 'Seconds must be a number.' })
      .finite('Seconds must be a number.')
      .min(0, 'Seconds cannot be negative.')
      .max(24 * 60 * 60, 'Seconds must be less than a day.'),
  })
  .strict();
