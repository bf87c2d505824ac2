// Which resume lines a letter tells: each line against each of the letter's sentences, by the content words they
// share (cut to a stem) and the figures they share. Used to label training data for the evidence selector.

const STOP = new Set('about above after again also among and any are all not was has had his her she him who how may per via yet one two new its our out day because been before being between both but can could did does doing during each few for from further had has have having here into its itself just more most other our out over own same should some such than that the their them then there these they this those through too under until very was were what when where which while will with would your years year team teams work working role using used well experience'.split(' '));

/** Content words, lower case, cut to a stem of six letters. */
export function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !STOP.has(w)).map((w) => w.replace(/(?:ing|ed|es|s|ly)$/, '').slice(0, 6)));
}

/** Figures that say something (a share, a sum, a count), not a year. */
export function figuresOf(text: string): Set<string> {
  return new Set((text.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/,/g, '')).filter((n) => !/^(?:19|20)\d{2}$/.test(n) && n !== '1'));
}

/** The indexes of the lines the letter tells. */
export function alignedLines(letter: string, lines: string[]): Set<number> {
  const sentences = letter
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 5);
  const sent = sentences.map((s) => ({ words: stems(s), figures: figuresOf(s) }));
  const told = new Set<number>();
  lines.forEach((line, i) => {
    const words = stems(line);
    const figures = figuresOf(line);
    if (!words.size) return;
    for (const s of sent) {
      let shared = 0;
      for (const w of words) if (s.words.has(w)) shared++;
      const figure = [...figures].some((f) => s.figures.has(f));
      if ((shared >= 3 && shared / words.size >= 0.4) || (figure && shared >= 1)) {
        told.add(i);
        return;
      }
    }
  });
  return told;
}
