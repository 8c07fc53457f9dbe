# The fault screen's words in English (app/fault.py), read through
# hexbox.app.speech.words("fault_") only when a fault shows: apart from the
# app's words, so they take no heap while the box plays. fault_words_de.py
# has the same names. ASCII only.

SELFTEST_FAIL = "selftest FAIL"
# a reason no table below has words for (the serial console has it whole)
UNKNOWN = "see the serial console"
# (the English reason's format, this language's format with the same holes);
# English says the reasons as they are
FAULTS = ()
