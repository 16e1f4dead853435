// The app reads money through contract/money.ts, the same formatting the server's messages use.
export { formatMoney } from '../../contract/money.ts';
