import Mockery
