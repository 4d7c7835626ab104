export { bankReturn as POST } from '@/lib/payments/callback-route';
