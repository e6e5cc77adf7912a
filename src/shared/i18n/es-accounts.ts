import type { accounts } from './en-accounts';

/** Spanish accounts texts (twin of en-accounts.ts; words from docs/glossary/es.md). */
export const accountsEs: typeof accounts = {
  messages: {
    signUpEmail: '¡Su cuenta está creada! Revise su correo para verificar su cuenta.',
    signUpPhone:
      'Le mandamos un código de 6 números por SMS al {{phone}}. Escríbalo para terminar de crear su cuenta.',
    phoneCodeSent: 'Le mandamos un código de 6 números por SMS al {{phone}}. Sirve por 15 minutos.',
    signedIn: '¡Entró a su cuenta!',
    emailVerified: 'Su cuenta quedó verificada.',
    codeResent: 'Le mandamos un código nuevo a su correo.',
    resetRequested:
      'Si hay una cuenta con esos datos, le mandamos un código de 6 números a su correo. Sirve por 60 minutos. ¿Se registró con un número de teléfono y nunca puso un correo en su perfil? Escriba a soporte a {{supportEmail}} y le ayudamos a entrar otra vez.',
    passwordReset: 'Su contraseña ya cambió. Entre con su contraseña nueva.',
    signedOut: 'Cerramos su sesión en todos sus aparatos.',
    profileUpdated: '¡Su perfil quedó guardado!',
    emailChangePending:
      'Le mandamos un código de 6 números a {{email}}. Escríbalo para confirmar su correo nuevo.',
    emailChanged: 'Su correo ya cambió.',
    passwordChanged: 'Su contraseña ya cambió.',
    passwordSet: 'Su contraseña quedó guardada. Ahora también puede entrar con ella.',
    preferencesSaved: 'Sus preferencias quedaron guardadas.',
    deleteCodeSent: 'Le mandamos un código de 6 números a su correo. Sirve por 60 minutos.',
    accountDeleted: 'Su cuenta fue borrada.',
  },
  errors: {
    fill_all_fields: 'Llene todos los campos',
    password_rule: 'La contraseña debe tener de {{min}} a {{max}} letras o números',
    invalid_identifier: 'Escriba un correo o un número de teléfono válido',
    invalid_email: 'Escriba un correo válido',
    invalid_phone: 'Escriba un número de teléfono válido',
    login_failed: 'El correo, el teléfono o la contraseña no son correctos',
    account_suspended: 'Esta cuenta está suspendida por no cumplir nuestras reglas.',
    email_not_verified:
      'Primero verifique su correo. Escriba el código de 6 números que le mandamos a {{email}}.',
    invalid_code: 'El código no es correcto o ya venció',
    code_format: 'Escriba un código de verificación de 6 números',
    email_required: 'Escriba su correo',
    unauthorized: 'No hay nadie dentro de una cuenta',
    email_taken: 'Otra cuenta ya usa este correo.',
    phone_taken: 'Otra cuenta ya usa este número de teléfono.',
    password_required: 'Escriba su contraseña actual para hacer este cambio.',
    wrong_password: 'Su contraseña actual no es correcta.',
    no_email: 'Primero ponga un correo en su perfil: el código se manda ahí.',
    provider_not_configured: 'Entrar con {{provider}} no está activado',
    phone_not_verified:
      'Primero confirme su número de teléfono. Escriba el código de 6 números que le mandamos por SMS al {{phone}}.',
    phone_banned:
      'Este número lo usó una cuenta que bloqueamos por no cumplir nuestras reglas. No se puede verificar otra vez.',
    sms_failed: 'No pudimos mandar el SMS ahorita. Intente otra vez en unos minutos.',
    rate_limited: 'Demasiados intentos. Espere {{seconds}} segundos e intente otra vez.',
    account_not_linked:
      'Ya existe una cuenta con este correo. Entre con su contraseña y luego intente otra vez; solo unimos cuentas cuando el servicio confirma el correo.',
    social_failed: 'No se pudo terminar de entrar con ese servicio. Intente otra vez.',
  },
};
