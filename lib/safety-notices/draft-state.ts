/**
 * The answer of the new-notice form's server action (values kept when refused; files must be chosen again).
 * `deviceRows` is how many device rows the form shows; `added` is the row "Add another device" just added.
 */
export interface NoticeDraftState {
  errors?: Record<string, string>;
  message?: string;
  values?: Record<string, string>;
  deviceRows?: number;
  added?: number;
}
