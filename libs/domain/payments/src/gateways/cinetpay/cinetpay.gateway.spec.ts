import { loadConfig } from '@app/config';
import { CinetpayGateway } from './cinetpay.gateway';

describe('CinetPay checkout placement', () => {
  const gateway = new CinetpayGateway(loadConfig({ CINETPAY_SITE_ID: '5001', CINETPAY_SITE_ID_XAF: '5002' }));

  it('pays in XAF on the second site for Central Africa, in XOF on the first one otherwise', () => {
    expect(gateway.placement({ participantPhone: '+237699000000' })).toEqual({ currency: 'XAF', siteId: '5002' });
    expect(gateway.placement({ userCountry: 'Sénégal' })).toEqual({ currency: 'XOF', siteId: '5001' });
  });

  it('takes XAF payments on the only site when there is no second one', () => {
    const single = new CinetpayGateway(loadConfig({ PAYMENTS_MODE: 'live', CINETPAY_SITE_ID: '5001' }));
    expect(single.placement({ userCountry: 'Cameroun' })).toEqual({ currency: 'XAF', siteId: '5001' });
  });
});
