import { Body, Controller, Get, Header, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth } from '@app/identity';
import { UpdateSiteSettingsDto } from './dto/update-site-settings.dto';
import { AdminSiteSettingsResponse, SiteSettingsResponse } from './site-settings.response';
import { SiteSettings } from './site-settings.service';

@ApiTags('settings')
@Controller('api/settings')
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettings) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=30')
  @ApiOperation({
    summary: 'Réglages du site : contacts du support, connexion Google et Facebook, moyens de paiement, annonces',
  })
  @ApiOkResponse({ type: SiteSettingsResponse })
  document(): Promise<SiteSettingsResponse> {
    return this.settings.document();
  }
}

@ApiTags('admin: settings')
@ApiBearerAuth()
@AdminOnly('manage_settings')
@Controller('api/admin/settings')
export class AdminSiteSettingsController {
  constructor(private readonly settings: SiteSettings) {}

  @Get()
  @ApiOperation({ summary: 'Paramètres modifiables pendant les concours' })
  @ApiOkResponse({ type: AdminSiteSettingsResponse })
  view(): Promise<AdminSiteSettingsResponse> {
    return this.settings.adminView();
  }

  @Patch()
  @ApiOperation({
    summary:
      'Modifie les paramètres envoyés (contacts, annonces, moyens de paiement proposés), avec une trace au journal',
  })
  @ApiOkResponse({ type: AdminSiteSettingsResponse })
  update(@CurrentAuth() auth: AuthContext, @Body() dto: UpdateSiteSettingsDto): Promise<AdminSiteSettingsResponse> {
    return this.settings.update(auth.userId, dto);
  }
}
