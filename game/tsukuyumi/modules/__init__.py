"""Stage-2 plug-ins of the Tsukuyumi engine (TS-0.5): the modules M1…M7 and the legendary Oni
(TS-M8), each a toggle chosen at setup. A plug-in registers itself on the engine's hooks when
imported by `rules.py` and changes nothing while its option is off (TS-0.10 (d)).
"""
