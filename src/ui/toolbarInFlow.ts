/**
 * A form's buttons in the page's flow on a phone while there is nothing to save. react-admin
 * fixes a form's toolbar to a phone's bottom edge; the device page's, two rows high (Undo and
 * Save, Export and Remove), then lay over its readings chart even with nothing changed. With
 * this class on the toolbar (the device page sets it while the form equals the saved device) it
 * stays at the form's end instead, and the page keeps no room for it at the bottom
 * (src/layout/theme.ts); once something is changed it is fixed to the bottom edge again, Save in
 * reach of the thumb wherever the page is scrolled.
 */
export const TOOLBAR_IN_FLOW = 'console-toolbarInFlow';
