# New Angeles: the content's words in Russian (keys: assets/locales/en/content.ftl).
