// Numbers as the Developers area shows them (dates come from lib/dates: the instance's settings).
const number = new Intl.NumberFormat('en-US');

export const formatCount = (n: number) => number.format(n);
