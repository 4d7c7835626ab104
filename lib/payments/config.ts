import 'server-only';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import type { StoreType } from './nestpay/form';

type GatewayConfig = {
  provider: 'simulator' | 'nestpay';
  clientId: string;
  storeKey: string;
  storeType: StoreType;
  gatewayUrl: string;
  okUrl: string;
  failUrl: string;
  callbackUrl: string;
};

/**
 * Where and how card payments go. The store type is the agency's setting (dashboard), defaulting to
 * NESTPAY_STORE_TYPE; the simulator answers on this server unless the real bank is configured.
 */
export async function gatewayConfig(): Promise<GatewayConfig> {
  const config = env();
  const db = await getDb();
  const [row] = await db.select({ storeType: settings.paymentStoreType }).from(settings).where(eq(settings.id, 1));
  const storeType: StoreType = row?.storeType === '3D_PAY' || row?.storeType === '3D_PAY_HOSTING' ? row.storeType : config.NESTPAY_STORE_TYPE;
  const site = config.SITE_URL.replace(/\/+$/, '');
  return {
    provider: config.PAYMENT_PROVIDER,
    clientId: config.NESTPAY_CLIENT_ID,
    storeKey: config.NESTPAY_STORE_KEY,
    storeType,
    gatewayUrl: config.PAYMENT_PROVIDER === 'nestpay' && config.NESTPAY_GATEWAY_URL ? config.NESTPAY_GATEWAY_URL : `${site}/api/bank-simulator/est3Dgate`,
    okUrl: `${site}/api/PaymentGateway/success`,
    failUrl: `${site}/api/PaymentGateway/fail`,
    callbackUrl: `${site}/api/PaymentGateway/callback`,
  };
}
