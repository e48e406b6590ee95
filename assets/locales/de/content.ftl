# New Angeles: the content's words in German (keys: assets/locales/en/content.ftl).
