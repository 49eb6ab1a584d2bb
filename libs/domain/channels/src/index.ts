export * from './channels.module';
export { ChannelSettings, type ChannelSettingsValues, type ContestChannelsRow } from './settings/channel-settings';
export { UssdSessions } from './ussd/ussd-sessions';
export { ChannelsAdminModule } from './admin/channels-admin.module';
export { PhoneChannelsGuide, type PhoneChannels } from './public/phone-channels-guide';
