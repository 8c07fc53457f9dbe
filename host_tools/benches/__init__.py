# One module per topic; each has metrics(upy) -> {"dotted.key": value}.
