/**
 * Blueprint's popover and menu, loaded by LazyPopover on the first intent to open a top-bar menu:
 * with the popover engine (floating-ui) they are ~15 KB gzip the first page does without.
 */
export { Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
