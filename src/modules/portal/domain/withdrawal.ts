/**
 * The withdrawal right for insurance contracted at a distance (Ley 19.496 art. 3 bis, applied to insurance
 * by the CMF's rules): the customer may back out within 10 calendar days of the purchase and gets back what was
 * paid. Days are Chilean calendar days ('YYYY-MM-DD'), the day of purchase being day 0.
 */
export const WITHDRAWAL_DAYS = 10;

const dayNumber = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
};

/** Whether a purchase made on `purchaseDay` may still be withdrawn from on `today` (inclusive of day 10). */
export function withinWithdrawalWindow(purchaseDay: string, today: string): boolean {
  const elapsed = dayNumber(today) - dayNumber(purchaseDay);
  return elapsed >= 0 && elapsed <= WITHDRAWAL_DAYS;
}

/** The last day to withdraw ('YYYY-MM-DD'). */
export function withdrawalDeadline(purchaseDay: string): string {
  return new Date((dayNumber(purchaseDay) + WITHDRAWAL_DAYS) * 86_400_000).toISOString().slice(0, 10);
}
