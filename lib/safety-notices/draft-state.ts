/** The answer of the new-notice form's server action (values kept when refused; files must be chosen again). */
export interface NoticeDraftState {
  errors?: Record<string, string>;
  message?: string;
  values?: Record<string, string>;
}
