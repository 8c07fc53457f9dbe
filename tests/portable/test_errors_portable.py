from hexbox.core.errors import CorruptData, HexboxError, IllegalAction


def test_illegal_action_carries_its_reason_on_both_interpreters():
    try:
        raise IllegalAction("that field is taken")
    except HexboxError as e:
        assert e.reason == "that field is taken"
        assert str(e) == "that field is taken"


def test_every_error_is_a_hexbox_error():
    assert issubclass(CorruptData, HexboxError)
    assert issubclass(IllegalAction, HexboxError)
