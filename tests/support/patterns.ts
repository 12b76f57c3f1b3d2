/** Text matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A field's label, exactly, with or without the mark MUI adds to a required field ("Price *"). */
export const fieldLabel = (label: string) => new RegExp(`^${escapeRegExp(label)}( \\*)?$`);
