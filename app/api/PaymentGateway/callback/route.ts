export { bankNotice as POST } from '@/lib/payments/callback-route';
