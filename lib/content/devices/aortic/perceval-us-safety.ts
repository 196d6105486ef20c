import type { Block } from '../../pages/types';
import {
  TISSUE_VALVE_ADVERSE_EVENTS,
  TISSUE_VALVE_ANTITHROMBOTIC_WARNING,
  usAorticImportantSafetyInformation,
  usAorticSafetyIntro,
} from './us-safety';

/** The US safety text of the Perceval family: Perceval, Perceval Plus, and Perceval Plus with Lancelot. */
export interface PercevalUsSafetyOptions {
  /** The device as the indications name it, e.g. 'Perceval Plus'. */
  name: string;
  /**
   * Implanted with the Lancelot system: the contraindications then speak of 'the valve', and the training and
   * sizing text of the valve and the Lancelot system together.
   */
  withLancelot?: boolean;
}

export function percevalUsSafetyIntro({ name, withLancelot }: PercevalUsSafetyOptions): Block[] {
  return usAorticSafetyIntro(
    withLancelot
      ? 'The valve and the Lancelot system must only be used by surgeons who have been trained in their use.'
      : `${name} must only be implanted by surgeons who have been trained in its use.`,
  );
}

export function percevalUsImportantSafetyInformation({ name, withLancelot }: PercevalUsSafetyOptions): Block[] {
  return usAorticImportantSafetyInformation({
    indications: `${name} is intended for the replacement of a diseased, damaged or malfunctioning native or prosthetic aortic valve through open-heart surgery.`,
    contraindications: `${withLancelot ? 'The valve' : name} must not be used in patients with aneurysmal dilatation or dissection of the ascending aortic wall, in patients with known hypersensitivity to nickel alloys, or where the aortic root anatomy does not meet the criteria given in the Instructions for Use.`,
    warnings: [
      withLancelot
        ? 'The valve and the Lancelot system should only be used by surgeons who have completed Corcym training in their use.'
        : `${name} should only be implanted by surgeons who have completed Corcym training in its use.`,
      `Correct sizing and positioning are essential; follow the sizing and implantation steps in the Instructions for Use${withLancelot ? ' of the valve and of the Lancelot system' : ''}.`,
      'After implantation, patients should be monitored for conduction disturbances, which may require a permanent pacemaker, and for paravalvular leak.',
      TISSUE_VALVE_ANTITHROMBOTIC_WARNING,
    ],
    adverseEvents: TISSUE_VALVE_ADVERSE_EVENTS,
  });
}
