/** The request page of a brochure (its form without JavaScript): /brochure-request/{brochure id}. */
export const brochureRequestPath = (id: string) => `/brochure-request/${id}`;
