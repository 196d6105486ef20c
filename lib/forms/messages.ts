/** What a lead form says about a submission as a whole; the field messages are the schemas'. */
export const LEAD_CHECK_FIELDS = 'Please check the highlighted fields.';
export const LEAD_FAILURE = 'Something went wrong on our side. Please try again later.';
export const LEAD_OFFLINE = 'Something went wrong! Please check your internet connection.';
