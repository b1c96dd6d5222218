/** Options are lettered from A. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
