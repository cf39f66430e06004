// The Joplin fork of turndown-plugin-gfm ships no types; we only use two of its plugins.
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const strikethrough: TurndownService.Plugin;
  export const taskListItems: TurndownService.Plugin;
  export const tables: TurndownService.Plugin;
  export const gfm: TurndownService.Plugin;
}
