import type { Block } from '../../pages/types';
import { usAorticImportantSafetyInformation, usAorticSafetyIntro } from './us-safety';

/** The US safety text of the Carbomedics mechanical valves and of the valved conduits built on them. */
export interface CarbomedicsUsSafetyOptions {
  /** Plural subject of the sentences, e.g. 'Carbomedics valves' or 'The valved conduits'. */
  subject: string;
  /** The indications sentence, without its bold lead-in. */
  indications: string;
  /** The last warning: how to handle the valve (or the graft) and which instruments to use. */
  handling: string;
  adverseEvents: readonly string[];
}

export function carbomedicsUsSafetyIntro({ subject }: CarbomedicsUsSafetyOptions): Block[] {
  return usAorticSafetyIntro(`${subject} must only be implanted by surgeons who have been trained in their use.`);
}

export function carbomedicsUsImportantSafetyInformation(options: CarbomedicsUsSafetyOptions): Block[] {
  return usAorticImportantSafetyInformation({
    indications: options.indications,
    contraindications: `${options.subject} are contraindicated in patients who are unable to tolerate anticoagulation therapy.`,
    warnings: [
      `${options.subject} should only be implanted by surgeons who have been trained in their use.`,
      'Patients with a mechanical heart valve require lifelong anticoagulation therapy, with regular monitoring.',
      options.handling,
    ],
    adverseEvents: options.adverseEvents,
  });
}
