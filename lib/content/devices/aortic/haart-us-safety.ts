import type { Block } from '../../pages/types';
import { usAorticImportantSafetyInformation, usAorticSafetyIntro } from './us-safety';

/** The US safety text of the HAART aortic annuloplasty rings (HAART 200, HAART 300). */
export interface HaartUsSafetyOptions {
  /** e.g. 'HAART 300'. */
  name: string;
  /** The indications sentence, without its bold lead-in (the rings differ in the valve they repair). */
  indications: string;
}

export function haartUsSafetyIntro({ name }: HaartUsSafetyOptions): Block[] {
  return usAorticSafetyIntro(`${name} must only be implanted by surgeons who have been trained in its use.`);
}

export function haartUsImportantSafetyInformation({ name, indications }: HaartUsSafetyOptions): Block[] {
  return usAorticImportantSafetyInformation({
    indications,
    contraindications: `${name} should not be used where, in the surgeon’s judgement, the valve is not suitable for repair or the anatomy does not allow the ring to be implanted as described in the Instructions for Use. The contraindications are listed in the Instructions for Use.`,
    warnings: [
      `${name} should only be implanted by surgeons who have been trained in its use and in aortic valve repair.`,
      'Correct ring sizing and positioning are essential; use only the sizers specified in the Instructions for Use.',
      'The result of the repair should be assessed intraoperatively, and patients should be followed up for residual or recurrent regurgitation.',
    ],
    adverseEvents: [
      'Death.',
      'Residual or recurrent aortic regurgitation.',
      'Aortic stenosis or raised gradients across the repaired valve.',
      'Ring dehiscence.',
      'Heart block or other conduction disturbances, which may require a permanent pacemaker.',
      'Stroke and other thromboembolic events.',
      'Endocarditis.',
      'Haemolysis.',
      'Reoperation, including aortic valve replacement.',
    ],
  });
}
