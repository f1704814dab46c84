/** The code editors' heights (section 9): a wizard's compact one, a detail page's tall one. */
export const WIZARD_EDITOR_HEIGHT = 310;
export const DETAIL_EDITOR_HEIGHT = 500;
