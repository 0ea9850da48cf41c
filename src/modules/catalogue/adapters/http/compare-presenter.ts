import type { ComparePage } from '../../application/compare-products.js';
import type { BaseCard } from '../../application/product-cards.js';
import type { AnswerParts } from './answer-bytes.js';

/**
 * Writes a comparison page as the JSON of CompareResponse, fast: each card's JSON (everything but the
 * price) is kept, as UTF-8 bytes, beside the cached card object, so a page costs 20 small price objects to
 * stringify and the card bytes are sent as they are kept (writeParts), instead of ~80 KB of JSON to build as a string
 * and then to encode again on the socket (issue 31's profile: string building, UTF-8 encoding in `writev` and
 * the garbage they left were the route's largest costs). Keyed by the card object itself: when the use case's
 * card cache drops or replaces a card, its JSON goes with it.
 */
export class CompareJsonPresenter {
  private readonly cardJson = new WeakMap<BaseCard, Buffer>();

  /** The answer's JSON as a string (the server-rendered page parses it). */
  write(page: ComparePage): string {
    return this.writeBytes(page).toString('utf8');
  }

  /** The answer's JSON as the bytes the API sends. */
  writeBytes(page: ComparePage): Buffer {
    const { headParts, uuid, tail } = this.writeParts(page);
    return Buffer.concat([...headParts, Buffer.from(uuid, 'utf8'), tail]);
  }

  /**
   * The answer's JSON in three parts: the bytes before the search's uuid (`…"metaData":{"uuid":`), as the
   * cards' kept bytes and the prices between them (never copied together: AnswerParts), the uuid as a JSON
   * string, and the bytes after it. Head and tail are the same for every request asking the same
   * comparison, so the answer cache keeps them and writes each request's own uuid between them.
   */
  writeParts(page: ComparePage): AnswerParts & { uuid: string } {
    const cards = page.cards;
    // The texts between the cards' kept bytes (a price, the card's closing brace, the next one's comma), written
    // as one string and encoded once: ends[i] is where the text before card i ends.
    let text = '{"data":[';
    const ends: number[] = [];
    for (let i = 0; i < cards.length; i++) {
      if (i > 0) text += ',';
      ends.push(text.length);
      text += `,"price":${JSON.stringify(cards[i]!.price)}}`;
    }
    // The uuid is metaData's first member: the tail is the rest of metaData's JSON, in the same order.
    const { uuid, ...rest } = page.metaData;
    text += `],"total":${page.total},"page":${page.page},"take":${page.take},"metaData":{"uuid":`;
    const texts = Buffer.from(text, 'utf8');
    // Character offsets are byte offsets when every character is ASCII (prices are); else each text alone.
    const slice =
      texts.length === text.length
        ? (from: number, to: number) => texts.subarray(from, to)
        : (from: number, to: number) => Buffer.from(text.slice(from, to), 'utf8');
    const headParts: Buffer[] = [];
    let from = 0;
    cards.forEach(({ base }, i) => {
      headParts.push(slice(from, ends[i]!), this.jsonOf(base));
      from = ends[i]!;
    });
    headParts.push(slice(from, text.length));
    let headLength = 0;
    for (const part of headParts) headLength += part.length;
    return {
      headParts,
      headLength,
      uuid: JSON.stringify(uuid),
      tail: Buffer.from(`,${JSON.stringify(rest).slice(1)}}`),
    };
  }

  /** The card's JSON without its closing brace, the price still to come. */
  private jsonOf(card: BaseCard): Buffer {
    let json = this.cardJson.get(card);
    if (json === undefined) {
      const { minPrice: _minPrice, priceUnit: _priceUnit, ...dto } = card;
      json = Buffer.from(JSON.stringify(dto).slice(0, -1), 'utf8');
      this.cardJson.set(card, json);
    }
    return json;
  }
}
