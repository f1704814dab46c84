/**
 * How a declared reference offers the related records, on a form's select and a list's filter:
 * every one of them, by name (the data provider sorts in the user's language, ignoring case), as
 * the list's related-name column sorts them. The API returns whole lists and the data provider
 * pages them in the browser, so asking for many costs no further request; react-admin's default
 * page of 25 left the 26th service out of a select. A reference to a collection that may hold
 * more (devices) is chosen on a page of its own, as the wizards do.
 */
export const REFERENCE_CHOICES = {
    sort: { field: 'name', order: 'ASC' },
    perPage: 1000,
} as const;
