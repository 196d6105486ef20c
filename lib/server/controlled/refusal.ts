/**
 * Why a step on controlled content was refused. Thrown before anything is stored (or inside the transaction, which
 * then stores nothing); the screens show `message`, and `problems` lists a failed validation line by line.
 */
export type RefusalCode =
  | 'not-found'
  | 'not-allowed'
  | 'not-author'
  | 'wrong-state'
  | 'invalid'
  | 'integrity'
  | 'own-version'
  | 'missing-role'
  | 'not-routed'
  | 'not-yourself'
  | 'already-signed'
  | 'not-independent'
  | 'changed'
  | 'credentials';

export class ControlledRefusal extends Error {
  override name = 'ControlledRefusal';
  constructor(
    readonly code: RefusalCode,
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
  }
}
