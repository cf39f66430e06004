export function variantGroups(root?: string): string[];
export function renderModule(groups: string[]): string;
