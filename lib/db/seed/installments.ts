import type { cardBins, installmentProgrammes } from '../schema';

/**
 * Demo card programmes (docs/bank-gateway.md#installments). The rates are examples, not any bank's
 * offer: staff enter their own bank's table on /db-add-InstallmentProgrammes. Two installments cost
 * nothing ("peşin fiyatına", carried by the agency); larger counts add a percentage of the amount.
 */
const plans = (three: number, six: number, nine: number, twelve: number) => [
  { count: 2, rateBps: 0 },
  { count: 3, rateBps: three },
  { count: 6, rateBps: six },
  { count: 9, rateBps: nine },
  { count: 12, rateBps: twelve },
];

export const installmentProgrammeRows: (typeof installmentProgrammes.$inferInsert)[] = [
  { name: 'Bonus', banks: 'Garanti BBVA', plans: plans(345, 690, 1035, 1380), minInstallmentKurus: 10_000, orderNo: 1 },
  { name: 'World', banks: 'Yapı Kredi', plans: plans(350, 700, 1050, 1400), minInstallmentKurus: 10_000, orderNo: 2 },
  { name: 'Maximum', banks: 'İş Bankası', plans: plans(320, 640, 960, 1280), minInstallmentKurus: 10_000, orderNo: 3 },
  { name: 'Axess', banks: 'Akbank', plans: plans(340, 680, 1020, 1360), minInstallmentKurus: 10_000, orderNo: 4 },
  { name: 'CardFinans', banks: 'QNB', plans: plans(355, 710, 1065, 1420), minInstallmentKurus: 10_000, orderNo: 5 },
  { name: 'Paraf', banks: 'Halkbank', plans: plans(330, 660, 990, 1320), minInstallmentKurus: 10_000, orderNo: 6 },
  { name: 'Bankkart', banks: 'Ziraat Bankası', plans: plans(300, 600, 900, 1200), minInstallmentKurus: 10_000, orderNo: 7 },
];

/** The bank simulator's test cards (lib/payments/simulator/scenarios.ts) and the programmes they belong to. */
export function cardBinRows(programmeId: (name: string) => number): (typeof cardBins.$inferInsert)[] {
  return [
    { prefix: '435508', programmeId: programmeId('Maximum'), note: 'Simulator test card 4355 0843 5508 4358' },
    { prefix: '454671', programmeId: programmeId('Bankkart'), note: 'Simulator test card 4546 7112 3456 7894' },
  ];
}
