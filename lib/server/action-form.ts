/**
 * The form a server action was sent. Actions made for `useActionState` are called as (previous state, form), but
 * a post without JavaScript that names only the action (`$ACTION_ID_…`, no bound state) calls them as (form), and
 * a hand-made request may send no form at all: such a call must be answered like any incomplete form (a
 * validation message), never with "form.get is not a function" and a 500. Pass the action's arguments.
 */
export function actionForm(...args: unknown[]): FormData {
  return args.findLast((arg): arg is FormData => arg instanceof FormData) ?? new FormData();
}
